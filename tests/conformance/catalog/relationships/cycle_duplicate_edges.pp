# A cycle among many edges, most of them repeated: every container holds many resources
class c1 { Integer[1, 30].each |$i| { notify { "c1_${i}": } } }
class c2 { Integer[1, 30].each |$i| { notify { "c2_${i}": require => Notify['c1_1'] } } }
include c1, c2
Notify['c1_1'] -> Notify['c2_1']
Notify['c1_1'] -> Notify['c2_1']
Notify['c2_1'] -> Notify['c1_2']
Notify['c1_2'] -> Notify['c1_1']
Notify['c1_2'] -> Notify['c1_1']
