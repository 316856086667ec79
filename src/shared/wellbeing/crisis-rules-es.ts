import { type CrisisRule, rx } from './crisis-rule.ts';

// Layer 2c: the same categories in Spanish, against the normalised text (accents and 'ñ'
// folded, so 'mañana' reads 'manana'; 'kiero' and 'q' already spelled out).

const ES_RELATIONS =
  '(?:mama|mami|papa|papi|madre|padre|esposo|esposa|marido|mujer|hijo|hija|hermano|hermana|abuelo|abuela|tio|tia|primo|prima|amigo|amiga|novio|novia|pareja)';
const ES_THIRD = `(?:mi ${ES_RELATIONS}|el|ella|ellos)`;
const ES_PILLS = '(?:pastillas|pildoras|medicinas|medicamentos|tabletas|calmantes)';

export const SPANISH_RULES: readonly CrisisRule[] = [
  {
    category: 'explicit-ideation',
    level: 'crisis',
    pattern: rx(
      '(?:quiero|quisiera|voy a|pienso en|pensando en|tengo ganas de|ganas de|necesito) (?:ya )?(?:matarme|suicidarme|morirme|morir|quitarme la vida|acabar con mi vida|terminar con mi vida|el suicidio|terminar con todo|acabar con todo|estar muert[oa])|me (?:quiero|voy a|vo a) (?:morir|matar|suicidar|quitar la vida)|mejor me (?:muero|mato)|me quito la vida',
    ),
    whenNegated: 'none',
  },
  {
    category: 'passive-ideation',
    level: 'concern',
    pattern: rx(
      'ojala (?:no )?(?:despertara|despierte|me muriera|me muera|estuviera muert[oa]|no despertar)|no quiero (?:vivir|seguir viviendo|existir|despertar)|ya no quiero (?:vivir|existir|seguir|estar aqui)|no quiero estar aqui$|(?:deberia|debio|debi) (?:haber sido|ser) yo|no tengo (?:razones|razon|motivos|motivo) para vivir|dormirme y no despertar|la vida no tiene sentido|no le encuentro sentido a la vida',
    ),
  },
  {
    category: 'passive-ideation',
    level: 'concern',
    pattern: rx(
      '(?:ya )?no tengo (?:ganas|fuerzas) de (?:vivir|seguir viviendo|seguir)|(?:cansad[oa]|hart[oa]) de (?:vivir|existir|estar viv[oa]|seguir viviendo)|no quiero seguir(?: viviendo| asi| adelante| aqui| mas)?$|no vale la pena (?:vivir|seguir)|la vida (?:ya )?no vale la pena|(?:ya )?no (?:le )?(?:veo|encuentro) (?:sentido|razon) (?:a|de|para) (?:vivir|la vida|seguir|seguir viviendo|estar viv[oa])|(?:ya )?no le (?:veo|encuentro) sentido$|(?:quiero|quisiera) (?:dormir|dormirme) (?:y no (?:volver a )?despertar|para siempre)|(?:quiero|quisiera) desaparecer|para que (?:sigo viviendo|seguir viviendo|sigo vivo|sigo viva|vivir|sigo aqui|seguir)$',
    ),
    whenNegated: 'none',
    notFollowedBy:
      /^ (?:en|aqui|alli|ahi|sol[oa]s?|asi en|lejos|con (?:el|la) (?:tratamiento|grupo|trabajo|terapia)|un (?:rato|ratito|tiempo|dia|fin)|este fin|unos dias|de (?:las redes|facebook|instagram|la oficina|aqui un rato))\b/,
  },
  {
    // 'Quiero estar con ella': the wish to be with the person who died; only a check-in, and
    // quiet when a place or a time makes it a visit.
    category: 'passive-ideation',
    level: 'concern',
    pattern: rx(
      `(?:ya )?(?:quiero|quisiera|necesito) (?:estar|irme|ir) con (?:el|ella|ellos|mi ${ES_RELATIONS})|(?:ya )?me (?:quiero|quisiera) ir con (?:el|ella|ellos|mi ${ES_RELATIONS})`,
    ),
    whenNegated: 'none',
    notFollowedBy:
      /^ (?:a|al|en|de|para|por|este|esta|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin|dia)|manana|hoy|un rato|cuando|mientras|todo el|los (?:lunes|martes|miercoles|jueves|viernes|sabados|domingos)|y (?:mis|los|las))\b/,
  },
  {
    category: 'burden',
    level: 'concern',
    pattern: rx(
      'soy (?:una carga|un estorbo|un peso|una molestia)|(?:estarian|estaria|estarian todos) mejor sin mi|nadie me (?:extranaria|echaria de menos|va a extranar|va a echar de menos|iba a extranar)|a nadie le importaria si (?:me muero|muero|desaparezco|no estoy)|solo soy un estorbo',
    ),
  },
  {
    category: 'hopelessness',
    level: 'concern',
    pattern: rx(
      '(?:ya )?no (?:puedo|aguanto) mas(?: (?:con esto|con esta vida|con este dolor|con todo|asi|sin (?:el|ella|ellos|mi \\w+)))?$|ya no aguanto$|no aguanto (?:este dolor|esta vida|vivir sin)|no hay salida|no (?:le )?veo sentido a nada|no tengo esperanza|no puedo seguir (?:asi|viviendo)|ya me rendi|no puedo vivir sin (?:el|ella|ellos|mi \\w+)|nada va a mejorar',
    ),
  },
  {
    category: 'plan',
    level: 'crisis',
    pattern: rx(
      `(?:voy a|me voy a|quiero) (?:tirarme|lanzarme|aventarme|ahorcarme|colgarme|cortarme las venas|tomarme todas|ahorcar|colgar|tirar|lanzar|cortar las venas)|estrellar el (?:carro|coche|auto) a proposito|(?:ya )?se como lo voy a hacer|tengo un plan|(?:tengo )?todo planeado|(?:busque|buscando|busco) (?:cuantas ${ES_PILLS}|como (?:matarme|suicidarme|morir))`,
    ),
    whenNegated: 'none',
    // 'Tengo un plan para el aniversario' is the memorial.
    notFollowedBy: /^ (?:para (?:el|la|los|las|mi|su|nuestro|nuestra) |de |con (?:mi|mis|la|el|los) )/,
  },
  {
    category: 'means',
    level: 'crisis',
    pattern: rx(
      `tengo (?:una cuerda|una soga|la pistola|una pistola|un arma|el arma|suficientes ${ES_PILLS}|las ${ES_PILLS})|(?:guardando|juntando) ${ES_PILLS}|deje de (?:tomar (?:mi |mis )?(?:insulina|${ES_PILLS})|comer a proposito)|deje (?:mi |mis )(?:insulina|${ES_PILLS})|compre (?:una pistola|un arma|una cuerda|una soga)`,
    ),
    whenNegated: 'none',
    notFollowedBy:
      /^ (?:\w+ ){0,6}?para (?:devolverlas|devolverlos|tirarlas|tirarlos|desecharlas|entregarlas|llevarlas|la farmacia)\b/,
  },
  {
    category: 'timing',
    level: 'crisis',
    pattern: rx(
      'esta noche lo voy a hacer|lo voy a hacer esta noche|manana ya no (?:voy a estar|estare)|(?:ya )?no voy a estar (?:aqui )?(?:la proxima semana|manana|el lunes|para navidad)|despues del funeral (?:lo hago|lo voy a hacer)|(?:ya )?elegi la fecha$|esta es mi ultima noche',
    ),
  },
  {
    category: 'preparation',
    level: 'crisis',
    pattern: rx(
      'cartas? de despedida(?! (?:para (?:leer|leerla|el funeral|su funeral|el velorio|la misa)|en el (?:funeral|velorio))\\b)|regale (?:todas )?mis cosas|(?:ya )?deje todo en orden$|este es mi ultimo mensaje|ya me despedi de todos|deje una carta para|adios a todos',
    ),
  },
  {
    category: 'preparation',
    level: 'crisis',
    pattern: rx('le di mi (?:perro|gato|mascota) a'),
    notFollowedBy:
      /^ (?:\w+ ){1,3}(?:porque (?:me mudo|nos mudamos|me voy de viaje|viajo)|mientras|por (?:unos|una|el|la) (?:dias|semana|semanas|mes|viaje))\b/,
  },
  {
    category: 'preparation',
    level: 'concern',
    pattern: rx(
      '(?:escribi|deje|estoy escribiendo|escribiendo) (?:unas |las |mis )?cartas (?:para|a) (?:mis|mi|todos|cada)',
    ),
  },
  {
    category: 'act-in-progress',
    level: 'emergency',
    pattern: rx(
      `(?:^|(?:ya|yo|me|y|que) )(?:tome|trague) (?:todas (?:las|mis)|todo el|toda la|todos (?:los|mis)|un frasco|el frasco|una caja|la caja|un bote|el bote|la botella|muchas|demasiadas|un monton de|un punado de|\\d+)|(?:tome|trague) (?:unas |unos |mas |muchas |varias )?${ES_PILLS} de mas|me trague|(?:tome|me tome) una sobredosis|ya me corte|estoy (?:en el puente|en la azotea|en la cornisa|en las vias|en el techo) (?:ahora|y voy a saltar)|tengo la (?:cuerda|soga) en el cuello|estoy sangrando mucho`,
    ),
    // 'Me tomé todas las pastillas de hoy': the day's pills, taken as told. 'Que me recetó el doctor'
    // may be the course or the whole box: the rule below asks gently.
    notFollowedBy:
      /^ (?:(?:las |mis |los )?(?:pastillas|medicinas|medicamentos|tabletas|pildoras) )?(?:que (?:me )?(?:receto|recetaron|dio|dieron|indico|mando|toca)|(?:de|del) (?:hoy|la manana|la noche|la semana|dia)|cada|a tiempo|como (?:me )?dijo|con (?:la )?comida)\b/,
  },
  {
    category: 'act-in-progress',
    level: 'concern',
    pattern: rx(
      `(?:tome|trague) (?:todas (?:las|mis)|todos (?:los|mis)) ${ES_PILLS} que (?:me )?(?:receto|recetaron|dio|dieron|indico|mando)`,
    ),
    whenNegated: 'none',
  },
  {
    // 'Ya lo hice' alone may be a call to the bank; next to any other sign it is an emergency.
    category: 'act-in-progress',
    level: 'concern',
    pattern: rx('ya lo hice$'),
  },
  {
    // 'Me tomé las pastillas' as a whole sentence: taken as told, or the act itself; only with
    // another sign ('ya lo hice') does it reach the emergency level.
    category: 'means',
    level: 'concern',
    pattern: /^(?:ya )?me (?:tome|trague) (?:las|mis) (?:pastillas|pildoras)$/g,
  },
  {
    category: 'reunion-deadline',
    level: 'crisis',
    pattern: rx(
      'pronto (?:voy a estar|estare|estaremos) (?:con|contigo|juntos)|(?:esta noche|manana|pronto) me voy con(?! (?:(?:mi|mis|tu|el|la) \\w+ |el |ella |ellos |ellas )?(?:a|al|de|para|en|por|y)\\b)|ya voy (?:mama|papa|mi amor|hijo|hija)|me voy a reunir con(?! (?:\\w+ ){0,3}?(?:el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin)|este|esta|para|en|a (?:las|comer|cenar|tomar)|manana|hoy)\\b)|me voy a ir con (?:mi \\w+|el|ella) pronto|esperame(?: (?:mama|papa|mi amor|amor|hijo|hija|alla|en el cielo))?$',
    ),
  },
  {
    category: 'harm-to-others',
    level: 'crisis',
    pattern: rx(
      'voy a (?:matar|matarlo|matarla|matarlos|lastimar a|hacerle dano)|quiero matar (?:a|al)|(?:me voy a )?llevar a mis hijos conmigo',
    ),
    whenNegated: 'none',
  },
  {
    // 'Mi esposo me va a matar', 'dijo que me va a matar': a threat by a person. 'Me va a matar
    // si llego tarde' is usually the household idiom, but in a controlling home it can be meant, so
    // it only asks; 'cuando vea el desorden' is the idiom alone. A pain or the heat is no subject.
    category: 'in-danger',
    level: 'crisis',
    pattern: rx(
      `(?:^|(?:${ES_THIRD}|alguien|que|y|porque) )me (?:va|van|iba|iban) a (?:matar|pegar|golpear|lastimar|hacer dano)|(?:^|(?:${ES_THIRD}|alguien|que|y|porque) )me (?:quiere|quieren) matar|me (?:amenaza|amenazo|amenazaron|ha amenazado|esta amenazando) (?:con (?:matarme|pegarme|golpearme|lastimarme|un cuchillo|una pistola|un arma|una navaja|un machete)|de muerte)|(?:dijo|dice|jura|juro) que me (?:mataria|va a matar|iba a matar)|miedo (?:de )?que me (?:mate|pegue|golpee|lastime|haga dano)|no estoy segur[oa] en (?:mi )?casa`,
    ),
    softenWhenFollowedBy:
      /^ (?!si (?:lo |la )?(?:dejo|me voy|me separo|le dejo|hablo|digo|cuento|denuncio|llamo|me encuentra)\b)(?:si|cuando)\b/,
    notFollowedBy:
      /^ (?:si (?:se entera de la fiesta|ve el desorden)|cuando (?:vea|se entere del|se entere de la|llegue y vea))\b/,
  },
  {
    // 'Mi esposo me pega', 'me golpeó anoche'; not 'me pega el sol' or 'se me pegó la canción'.
    category: 'in-danger',
    level: 'crisis',
    pattern: rx(
      '(?<!se )me (?:pega|pego|golpea|golpeo|golpearon|pegaron|ahorca|ahorco|estrangula|estrangulo|viola|violo|amenaza|amenazo)',
    ),
    notFollowedBy: /^ (?:el|la|los|las|un|una|mucho|tanto|mas|fuerte (?:la|el)|a (?:la|el) (?:pared|cama))\b/,
  },
  {
    category: 'self-harm',
    level: 'crisis',
    pattern: rx(
      '(?:me estoy|estoy) cortando(?: (?:otra vez|de nuevo|los brazos|las piernas|las munecas|la piel|mis brazos|mis piernas))?$|me estoy cortando (?:otra vez|de nuevo|los brazos|las piernas|las munecas|la piel)|(?<!se )me (?:corte|corto)(?: (?:otra vez|de nuevo|anoche|hoy|ayer|a proposito|los brazos|las piernas|las munecas|el brazo|la pierna|la muneca|las venas|mis brazos|mis piernas|con (?:una|la) (?:navaja|cuchilla|hoja)))?$|me (?:corte|corto) (?:otra vez|de nuevo|a proposito|los brazos|las piernas|las munecas|el brazo|la muneca|las venas)|me (?:quiero|voy a|vo a) cortar(?: (?:otra vez|de nuevo|los brazos|las piernas|las munecas|las venas))?$|(?:quiero|voy a|ganas de|necesito) cortarme(?! (?:el|la|las|los) (?:pelo|cabello|unas|barba|flequillo|fleco))|hacerme dano|(?:me estoy|me sigo|sigo) haciendo dano$|me (?:hice|hago|estoy haciendo) dano (?:a proposito|yo mism[oa])|me (?:lastime|corte|queme|golpee|pegue|rasgune|hice dano) a proposito|me (?:lastimo|lastime) a mi mism[oa]|lastimarme',
    ),
    whenNegated: 'none',
  },
  {
    category: 'third-party-risk',
    level: 'concern',
    pattern: rx(
      `${ES_THIRD} (?:dice que |habla de |quiere |se va a |se esta |creo que quiere )?(?:se quiere morir|quiere morirse|quiere suicidarse|quiere matarse|quitarse la vida|matarse|suicidarse|cortando|va a matar|se va a matar)|creo que ${ES_THIRD} quiere (?:suicidarse|matarse|morirse)`,
    ),
  },
  {
    category: 'third-party-risk',
    level: 'emergency',
    pattern: rx(
      `${ES_THIRD} (?:se tomo|tomo|se trago) (?:un frasco|el frasco|todas|una sobredosis|una caja|muchas|demasiadas|un monton de|un punado de) ?(?:las |sus |de )?${ES_PILLS}?`,
    ),
    notFollowedBy:
      /^ (?:(?:las |sus |de )?(?:pastillas|pildoras|medicinas|medicamentos|tabletas|calmantes) )?(?:cada|todos los dias|del dia|a tiempo|como|que le (?:receto|recetaron|dio|dieron))\b/,
  },
];
