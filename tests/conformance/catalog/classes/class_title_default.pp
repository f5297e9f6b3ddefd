class named($label = $title) { notice($label) }
include named
