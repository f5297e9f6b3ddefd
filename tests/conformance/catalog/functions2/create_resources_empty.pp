$r = create_resources('notify', {})
notice($r)
