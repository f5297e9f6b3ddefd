create_resources(undef, {})
