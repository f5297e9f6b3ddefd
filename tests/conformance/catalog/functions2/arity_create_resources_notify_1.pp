create_resources('notify', {}, {}, 1)
