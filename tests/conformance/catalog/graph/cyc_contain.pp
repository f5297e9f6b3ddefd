class inner { notify { 'i': } }
class outer { contain inner notify { 'o': before => Class['inner'] } Notify['i'] -> Notify['o'] }
include outer
