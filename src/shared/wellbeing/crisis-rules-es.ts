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
      '(?:quiero|quisiera|voy a|pienso en|pensando en|tengo ganas de|ganas de|necesito) (?:ya )?(?:matarme|suicidarme|morirme|morir|quitarme la vida|acabar con mi vida|terminar con mi vida|el suicidio|terminar con todo|acabar con todo|estar muert[oa])|me (?:quiero|voy a|vo a) (?:morir|matar|suicidar)|me quito la vida',
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
    category: 'burden',
    level: 'concern',
    pattern: rx(
      'soy (?:una carga|un estorbo|un peso|una molestia)|(?:estarian|estaria|estarian todos) mejor sin mi|nadie me (?:extranaria|echaria de menos)|a nadie le importaria si (?:me muero|muero|desaparezco|no estoy)|solo soy un estorbo',
    ),
  },
  {
    category: 'hopelessness',
    level: 'concern',
    pattern: rx(
      'ya no (?:puedo|aguanto) mas$|no aguanto mas$|no hay salida|no (?:le )?veo sentido a nada|no tengo esperanza|no puedo seguir (?:asi|viviendo)|ya me rendi|no puedo vivir sin (?:el|ella|ellos|mi \\w+)|nada va a mejorar',
    ),
  },
  {
    category: 'plan',
    level: 'crisis',
    pattern: rx(
      `(?:voy a|me voy a|quiero) (?:tirarme|lanzarme|aventarme|ahorcarme|colgarme|cortarme las venas|tomarme todas|ahorcar|colgar|tirar|lanzar|cortar las venas)|estrellar el (?:carro|coche|auto) a proposito|(?:ya )?se como lo voy a hacer|tengo un plan|(?:tengo )?todo planeado|(?:busque|buscando|busco) (?:cuantas ${ES_PILLS}|como (?:matarme|suicidarme|morir))`,
    ),
    whenNegated: 'none',
  },
  {
    category: 'means',
    level: 'crisis',
    pattern: rx(
      `tengo (?:una cuerda|una soga|la pistola|una pistola|un arma|el arma|suficientes ${ES_PILLS}|las ${ES_PILLS})|(?:guardando|juntando) ${ES_PILLS}|deje de (?:tomar (?:mi |mis )?(?:insulina|${ES_PILLS})|comer a proposito)|deje (?:mi |mis )(?:insulina|${ES_PILLS})|compre (?:una pistola|un arma|una cuerda|una soga)`,
    ),
    whenNegated: 'none',
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
      'cartas? de despedida|regale (?:todas )?mis cosas|(?:ya )?deje todo en orden$|este es mi ultimo mensaje|ya me despedi de todos|deje una carta para|le di mi (?:perro|gato|mascota) a|adios a todos',
    ),
  },
  {
    category: 'act-in-progress',
    level: 'emergency',
    pattern: rx(
      `me (?:tome|trague) (?:todas las|todo el|toda la|un frasco|una caja|un bote|\\d+)|me trague|(?:tome|me tome) una sobredosis|ya me corte|estoy (?:en el puente|en la azotea|en la cornisa|en las vias|en el techo) (?:ahora|y voy a saltar)|tengo la (?:cuerda|soga) en el cuello|ya lo hice|estoy sangrando mucho`,
    ),
  },
  {
    category: 'reunion-deadline',
    level: 'crisis',
    pattern: rx(
      'pronto (?:voy a estar|estare|estaremos) con|(?:esta noche|manana|pronto) me voy con|ya voy (?:mama|papa|mi amor|hijo|hija)|me voy a reunir con|me voy a ir con (?:mi \\w+|el|ella) pronto|esperame',
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
    category: 'in-danger',
    level: 'crisis',
    pattern: rx(
      'me (?:pega|golpea|amenaza)|me quiere matar|me va a matar si|no estoy segur[oa] en (?:mi )?casa',
    ),
  },
  {
    category: 'self-harm',
    level: 'crisis',
    pattern: rx(
      '(?:me estoy|estoy) cortando|me corte(?! el pelo)|hacerme dano|me lastimo a mi mism[oa]|lastimarme',
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
    pattern: rx(`${ES_THIRD} (?:se tomo|tomo|se trago) (?:un frasco|todas|una sobredosis|una caja)`),
  },
];
