type Port = Integer[1, 65535]
type Ports = Array[Port]
notice(Ports)
notice(Array[Ports])
notice(type([Port]))
notice(Optional[Port])
