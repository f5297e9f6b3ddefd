node default { notice("node ${name} ${title}") $nv = 1 }
notice('top')
