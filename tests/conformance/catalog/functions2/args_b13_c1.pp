create_resources(false, {})
