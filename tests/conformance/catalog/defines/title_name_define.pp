define show($msg = $title) {
  notice("title=${title} name=${name} msg=${msg}")
}
show { 'one': }
show { 'two': name => 'deux' }
show { 'three': msg => 'custom' }
