function _foo() { 1 }
notice(_foo())
