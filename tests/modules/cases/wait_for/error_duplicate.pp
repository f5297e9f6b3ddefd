wait_for { 'echo foo': regex => 'foo' }
wait_for { 'other': query => 'echo foo', seconds => 1 }
