validate_vni_ranges('1:16777216')
