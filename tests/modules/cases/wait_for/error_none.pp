wait_for { 'echo foo': }
