# lang_defined_types: resources in a define must be unique per instance
define unique_notify($text) {
  notify { "${title}: ${text}": }
}
unique_notify { 'one': text => 'same' }
unique_notify { 'two': text => 'same' }
