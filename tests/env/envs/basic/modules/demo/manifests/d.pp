define demo::d($v = 1) { notice("d ${title} ${v}") }
