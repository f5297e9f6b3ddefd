notice("${{'k' => 'v'}}")
