function foo() >> Integer { 1 }
notice(foo())
function Foo() { 1 }
function integer() { 1 }
