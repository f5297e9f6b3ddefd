Integer { x => 1 }
