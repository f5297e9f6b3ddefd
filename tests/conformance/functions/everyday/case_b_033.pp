notice(join([], ','))
