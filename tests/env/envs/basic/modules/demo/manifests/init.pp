class demo($p = 'dflt') { notice("demo ${p}") }
class demo::frominit { notice('frominit') }
