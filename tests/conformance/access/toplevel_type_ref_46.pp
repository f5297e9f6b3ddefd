define foo() { notice($title) }
::foo { 'a': }
