function demo::more::two() { 1 }
function demo::more::two2() { 2 }
