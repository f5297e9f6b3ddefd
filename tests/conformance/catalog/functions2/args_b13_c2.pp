create_resources(1, {a=>{}})
