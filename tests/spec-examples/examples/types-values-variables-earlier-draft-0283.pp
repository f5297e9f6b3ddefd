$value =~ Integer[1,10]

$value ? { Integer[1,10] => true }

case $value {
  Integer[1,10] : { true }
}
