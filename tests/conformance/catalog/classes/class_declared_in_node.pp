class foo { notice("foo ${title}") }
node default { include foo notice($foo::title) }
