file {["a"]: }
file { x => 1 }
notice { a => 1 }
