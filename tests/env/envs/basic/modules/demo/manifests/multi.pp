class demo::multi { notice('multi') }
define demo::multi::d() { notice("multi d ${title}") }
class demo::multi::inner { notice('inner') }
