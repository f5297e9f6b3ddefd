include nova::cell_v2::map_instances
