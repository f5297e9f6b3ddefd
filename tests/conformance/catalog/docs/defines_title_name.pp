# lang_defined_types: $title and $name
define planfile($user = $title) {
  notify { "planfile for ${user}":
    message => "title=${title} name=${name}",
  }
}
planfile { 'alice': }
planfile { 'bob': user => 'robert' }
