create_resources(Notify, {a => {}}) notice(Notify[a])
