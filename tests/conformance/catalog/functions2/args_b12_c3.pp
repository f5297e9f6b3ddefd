create_resources(true, {a => {}})
