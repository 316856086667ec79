import { INVENTORY_MESSAGES } from '#shared/inventory/inventory-schemas.ts';
import { isAdmin, onTeam, type Policy, type Viewer } from './policy.ts';

/** An estate inventory item as its policy sees it. */
export type InventoryItemSubject = { assignedToUserId: string | null };

/**
 * An item not added yet, assigned to nobody: what the viewer may do with it is what the inventory
 * page offers before any item is chosen (adding one, assigning it, linking it to a task).
 */
export const NEW_ITEM: InventoryItemSubject = { assignedToUserId: null };

export type InventoryItemAction = 'add' | 'edit' | 'assign' | 'linkTask' | 'delete';

const isAssignee = (viewer: Viewer, item: InventoryItemSubject) =>
  viewer.userId !== null && item.assignedToUserId === viewer.userId;

/**
 * The whole team reads the inventory; the admin adds, assigns, links and deletes items, and a
 * support member edits the items assigned to them (as with tasks).
 */
export const inventoryItemPolicy: Policy<InventoryItemSubject, InventoryItemAction> = {
  sees: onTeam,
  may: {
    add: isAdmin,
    edit: (viewer, item) => isAdmin(viewer) || isAssignee(viewer, item),
    assign: isAdmin,
    linkTask: isAdmin,
    delete: isAdmin,
  },
  refusals: {
    add: INVENTORY_MESSAGES.addItemOnlyAdmin,
    edit: INVENTORY_MESSAGES.editItemForbidden,
    assign: INVENTORY_MESSAGES.assignOnlyAdmin,
    linkTask: INVENTORY_MESSAGES.linkOnlyAdmin,
    delete: INVENTORY_MESSAGES.deleteItemOnlyAdmin,
  },
};
