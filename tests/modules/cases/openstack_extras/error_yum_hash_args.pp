validate_yum_hash({}, {})
