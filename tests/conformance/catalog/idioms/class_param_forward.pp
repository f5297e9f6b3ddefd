class app($b = $a, $a = 1) { notice($b) }
include app
