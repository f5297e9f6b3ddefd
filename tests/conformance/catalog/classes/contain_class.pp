class inner { notify { 'inner': } }
class outer { contain inner }
include outer
notice(defined(Class['inner']))
