notice("${"inner ${'x'}"}")
