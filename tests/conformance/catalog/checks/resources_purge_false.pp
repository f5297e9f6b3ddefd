resources { ['schedule', 'notify']: purge => false }
notice('not purged')
