class common { notice('common once') }
define site() { include common  notice("site ${title}") }
site { ['a', 'b', 'c']: }
