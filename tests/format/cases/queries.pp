$x = [1,2,{a=>1,bbb=>[3,4]}]
#         ^?
$h = {
  'a' => 1,
  'bbbbbb' => 2,
}
#              ^?
notice($x.map |$v| {$v})
#                  ^?
  $y="str"
# ^?
if true {
$z = 1+2
#      ^?
}
