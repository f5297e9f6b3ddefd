#!/usr/bin/env puppet
notice(1)
