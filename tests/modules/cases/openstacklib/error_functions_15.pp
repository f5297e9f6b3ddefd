notice(normalize_ip_for_uri())
