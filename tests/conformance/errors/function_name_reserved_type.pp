function integer() { 1 }
notice(integer())
