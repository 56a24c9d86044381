import * as migration_20261122_003311_initial from './20261122_003311_initial';
import * as migration_20261122_003928_catalog from './20261122_003928_catalog';
import * as migration_20261122_010530_leads from './20261122_010530_leads';
import * as migration_20261122_015942_leads_details from './20261122_015942_leads_details';
import * as migration_20261122_032302_checkout_carts from './20261122_032302_checkout_carts';
import * as migration_20261122_051444_checkout_orders_payments_requests from './20261122_051444_checkout_orders_payments_requests';
import * as migration_20261124_142113_product_sheet_per_language from './20261124_142113_product_sheet_per_language';
import * as migration_20261125_002302_guest_payment_ledger from './20261125_002302_guest_payment_ledger';
import * as migration_20261125_021825_staff_password_reset from './20261125_021825_staff_password_reset';
import * as migration_20261125_032922_shared_process_state from './20261125_032922_shared_process_state';
import * as migration_20261125_033610_payment_sessions_reconciliation from './20261125_033610_payment_sessions_reconciliation';
import * as migration_20261127_130553_pages_drafts_redirects from './20261127_130553_pages_drafts_redirects';
import * as migration_20261127_134151_content_blocks_table_accordion_testimonials from './20261127_134151_content_blocks_table_accordion_testimonials';
import * as migration_20261127_161025_events from './20261127_161025_events';
import * as migration_20261127_170733_content_blocks_2 from './20261127_170733_content_blocks_2';
import * as migration_20261127_200000_scale_indexes from './20261127_200000_scale_indexes';
import * as migration_20261127_204828_resources_unit_search from './20261127_204828_resources_unit_search';
import * as migration_20261127_205000_articles_search_indexes from './20261127_205000_articles_search_indexes';
import * as migration_20261127_233000_search_index_by_entry from './20261127_233000_search_index_by_entry';
import * as migration_20261128_000325_resources_lists from './20261128_000325_resources_lists';
import * as migration_20261128_000400_resources_lists_search_indexes from './20261128_000400_resources_lists_search_indexes';
import * as migration_20261128_030645_customizations from './20261128_030645_customizations';
import * as migration_20261128_064509_sub_industries from './20261128_064509_sub_industries';
import * as migration_20261128_142236_product_offerings from './20261128_142236_product_offerings';
import * as migration_20261128_143910_customization_tabs from './20261128_143910_customization_tabs';
import * as migration_20261128_145309_use_case_tabs from './20261128_145309_use_case_tabs';
import * as migration_20261128_180428_page_blocks_gallery_steps_customers_comparison from './20261128_180428_page_blocks_gallery_steps_customers_comparison';
import * as migration_20261128_212736_unit_configurator_tabs from './20261128_212736_unit_configurator_tabs';
import * as migration_20261128_214542_hotspot_explorers from './20261128_214542_hotspot_explorers';
import * as migration_20261128_222803_showroom_cards from './20261128_222803_showroom_cards';
import * as migration_20261129_010720_card_carousels_container_choice from './20261129_010720_card_carousels_container_choice';
import * as migration_20261129_043355_heroes_videos_case_study_headers from './20261129_043355_heroes_videos_case_study_headers';
import * as migration_20261129_081752_mini_forms_media_heroes from './20261129_081752_mini_forms_media_heroes';
import * as migration_20261129_083617_confirmation_contents from './20261129_083617_confirmation_contents';
import * as migration_20261207_013952_started_invoice_payments from './20261207_013952_started_invoice_payments';

export const migrations = [
  {
    up: migration_20261122_003311_initial.up,
    down: migration_20261122_003311_initial.down,
    name: '20261122_003311_initial',
  },
  {
    up: migration_20261122_003928_catalog.up,
    down: migration_20261122_003928_catalog.down,
    name: '20261122_003928_catalog',
  },
  {
    up: migration_20261122_010530_leads.up,
    down: migration_20261122_010530_leads.down,
    name: '20261122_010530_leads',
  },
  {
    up: migration_20261122_015942_leads_details.up,
    down: migration_20261122_015942_leads_details.down,
    name: '20261122_015942_leads_details',
  },
  {
    up: migration_20261122_032302_checkout_carts.up,
    down: migration_20261122_032302_checkout_carts.down,
    name: '20261122_032302_checkout_carts',
  },
  {
    up: migration_20261122_051444_checkout_orders_payments_requests.up,
    down: migration_20261122_051444_checkout_orders_payments_requests.down,
    name: '20261122_051444_checkout_orders_payments_requests',
  },
  {
    up: migration_20261124_142113_product_sheet_per_language.up,
    down: migration_20261124_142113_product_sheet_per_language.down,
    name: '20261124_142113_product_sheet_per_language',
  },
  {
    up: migration_20261125_002302_guest_payment_ledger.up,
    down: migration_20261125_002302_guest_payment_ledger.down,
    name: '20261125_002302_guest_payment_ledger',
  },
  {
    up: migration_20261125_021825_staff_password_reset.up,
    down: migration_20261125_021825_staff_password_reset.down,
    name: '20261125_021825_staff_password_reset',
  },
  {
    up: migration_20261125_032922_shared_process_state.up,
    down: migration_20261125_032922_shared_process_state.down,
    name: '20261125_032922_shared_process_state',
  },
  {
    up: migration_20261125_033610_payment_sessions_reconciliation.up,
    down: migration_20261125_033610_payment_sessions_reconciliation.down,
    name: '20261125_033610_payment_sessions_reconciliation',
  },
  {
    up: migration_20261127_130553_pages_drafts_redirects.up,
    down: migration_20261127_130553_pages_drafts_redirects.down,
    name: '20261127_130553_pages_drafts_redirects',
  },
  {
    up: migration_20261127_134151_content_blocks_table_accordion_testimonials.up,
    down: migration_20261127_134151_content_blocks_table_accordion_testimonials.down,
    name: '20261127_134151_content_blocks_table_accordion_testimonials',
  },
  {
    up: migration_20261127_161025_events.up,
    down: migration_20261127_161025_events.down,
    name: '20261127_161025_events',
  },
  {
    up: migration_20261127_170733_content_blocks_2.up,
    down: migration_20261127_170733_content_blocks_2.down,
    name: '20261127_170733_content_blocks_2',
  },
  {
    up: migration_20261127_200000_scale_indexes.up,
    down: migration_20261127_200000_scale_indexes.down,
    name: '20261127_200000_scale_indexes',
  },
  {
    up: migration_20261127_204828_resources_unit_search.up,
    down: migration_20261127_204828_resources_unit_search.down,
    name: '20261127_204828_resources_unit_search',
  },
  {
    up: migration_20261127_205000_articles_search_indexes.up,
    down: migration_20261127_205000_articles_search_indexes.down,
    name: '20261127_205000_articles_search_indexes',
  },
  {
    up: migration_20261127_233000_search_index_by_entry.up,
    down: migration_20261127_233000_search_index_by_entry.down,
    name: '20261127_233000_search_index_by_entry',
  },
  {
    up: migration_20261128_000325_resources_lists.up,
    down: migration_20261128_000325_resources_lists.down,
    name: '20261128_000325_resources_lists',
  },
  {
    up: migration_20261128_000400_resources_lists_search_indexes.up,
    down: migration_20261128_000400_resources_lists_search_indexes.down,
    name: '20261128_000400_resources_lists_search_indexes',
  },
  {
    up: migration_20261128_030645_customizations.up,
    down: migration_20261128_030645_customizations.down,
    name: '20261128_030645_customizations',
  },
  {
    up: migration_20261128_064509_sub_industries.up,
    down: migration_20261128_064509_sub_industries.down,
    name: '20261128_064509_sub_industries',
  },
  {
    up: migration_20261128_142236_product_offerings.up,
    down: migration_20261128_142236_product_offerings.down,
    name: '20261128_142236_product_offerings',
  },
  {
    up: migration_20261128_143910_customization_tabs.up,
    down: migration_20261128_143910_customization_tabs.down,
    name: '20261128_143910_customization_tabs',
  },
  {
    up: migration_20261128_145309_use_case_tabs.up,
    down: migration_20261128_145309_use_case_tabs.down,
    name: '20261128_145309_use_case_tabs',
  },
  {
    up: migration_20261128_180428_page_blocks_gallery_steps_customers_comparison.up,
    down: migration_20261128_180428_page_blocks_gallery_steps_customers_comparison.down,
    name: '20261128_180428_page_blocks_gallery_steps_customers_comparison',
  },
  {
    up: migration_20261128_212736_unit_configurator_tabs.up,
    down: migration_20261128_212736_unit_configurator_tabs.down,
    name: '20261128_212736_unit_configurator_tabs',
  },
  {
    up: migration_20261128_214542_hotspot_explorers.up,
    down: migration_20261128_214542_hotspot_explorers.down,
    name: '20261128_214542_hotspot_explorers',
  },
  {
    up: migration_20261128_222803_showroom_cards.up,
    down: migration_20261128_222803_showroom_cards.down,
    name: '20261128_222803_showroom_cards',
  },
  {
    up: migration_20261129_010720_card_carousels_container_choice.up,
    down: migration_20261129_010720_card_carousels_container_choice.down,
    name: '20261129_010720_card_carousels_container_choice',
  },
  {
    up: migration_20261129_043355_heroes_videos_case_study_headers.up,
    down: migration_20261129_043355_heroes_videos_case_study_headers.down,
    name: '20261129_043355_heroes_videos_case_study_headers',
  },
  {
    up: migration_20261129_081752_mini_forms_media_heroes.up,
    down: migration_20261129_081752_mini_forms_media_heroes.down,
    name: '20261129_081752_mini_forms_media_heroes',
  },
  {
    up: migration_20261129_083617_confirmation_contents.up,
    down: migration_20261129_083617_confirmation_contents.down,
    name: '20261129_083617_confirmation_contents',
  },
  {
    up: migration_20261207_013952_started_invoice_payments.up,
    down: migration_20261207_013952_started_invoice_payments.down,
    name: '20261207_013952_started_invoice_payments'
  },
];
