define base_d($val) { notice("base_d ${title} ${name} ${val}") }
define wrapper($val = 'w') { base_d { "${title}-inner": val => "${val}!" } notice("wrapper ${title}") }
wrapper { 'one': }
wrapper { 'two': val => 'v2' }
notice('main end')
