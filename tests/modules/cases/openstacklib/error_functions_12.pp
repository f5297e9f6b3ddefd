notice(is_service_default())
