class inner { notify { 'i': } }
class outer { contain inner }
class other { include inner }
include outer
include other
class req { require inner notify { 'r': } }
include req
