$k = 'name'
$h = { 'name' => 'value' }
notice("${h[$k]} $h")
