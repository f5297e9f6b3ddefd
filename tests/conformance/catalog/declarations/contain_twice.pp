class inner { notify { 'i': } }
class outer { contain inner contain inner }
include outer
