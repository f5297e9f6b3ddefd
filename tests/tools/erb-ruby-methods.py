#!/usr/bin/env python3
"""Writes engine/src/erb/rb_ruby_methods.def: the public methods of Ruby's classes as the
reference's templates see them (Ruby 3.1 inside Puppet 7, with Puppet's and its libraries'
additions), and the private methods of the template wrapper (Kernel's functions).

usage: tests/tools/erb-ruby-methods.py   (runs ../shared/tools/puppet-reference once)

The engine uses them to tell Ruby it does not run (a method Ruby has: refused by name) from a
NoMethodError (a method Ruby does not have), and as did_you_mean's dictionary for the latter."""
import os, subprocess, sys, tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '../..'))
REFERENCE = os.environ.get('PUPPET_REFERENCE', os.path.join(ROOT, '../shared/tools/puppet-reference'))
OBJECTS = [
    ('C_NIL', 'nil'), ('C_TRUE', 'true'), ('C_FALSE', 'false'), ('C_INTEGER', '1'), ('C_FLOAT', '1.5'),
    ('C_STRING', "'a'"), ('C_SYMBOL', ':a'), ('C_ARRAY', '[1]'), ('C_HASH', '{1 => 2}'), ('C_RANGE', '(1..2)'),
    ('C_REGEXP', '/a/'), ('C_MATCHDATA', "/a/.match('a')"), ('C_PROC', 'proc {}'), ('C_ENUMERATOR', '[1].each'),
    ('C_EXCEPTION', "StandardError.new('x')"), ('C_SCOPE', 'scope'), ('C_TEMPLATE_WRAPPER', 'self'),
    ('C_CLASS', 'Array'), ('C_MODULE', 'Kernel'), ('C_IPADDR', "IPAddr.new('10.0.0.1')"),
    ('C_PUPPET_VALUE', '@s'),
]
PP = '\n'.join(
    ["$s = Sensitive('x')"] +
    [f"notice(inline_template(\"<% require 'ipaddr' %>{cid} <%= ({expr}).public_methods.map(&:to_s).sort.join(' ') %>\"))"
     for cid, expr in OBJECTS] +
    ["notice(inline_template(\"PRIVATE <%= private_methods.map(&:to_s).sort.join(' ') %>\"))"]) + '\n'

def main():
    with tempfile.TemporaryDirectory() as tmp:
        pp = os.path.join(tmp, 'methods.pp')
        with open(pp, 'w') as f:
            f.write(PP)
        out = subprocess.run([REFERENCE, pp], capture_output=True, text=True).stdout
    lines = [l[len('Notice: '):] for l in out.splitlines() if l.startswith('Notice: ')]
    if len(lines) != len(OBJECTS) + 1:
        sys.exit('unexpected reference output:\n' + out)
    body = ['/* rb_ruby_methods.def: the methods Ruby 3.1 has for the receivers a template meets, as the',
            ' * reference sees them (written by tests/tools/erb-ruby-methods.py from the reference, never',
            ' * by hand): RUBY_METHODS(class, "name ..."), the public methods of an instance of the class',
            ' * (C_CLASS: of a class, C_PUPPET_VALUE: of a Sensitive), and RUBY_PRIVATE("name ..."), the',
            ' * template wrapper\'s private methods (Kernel\'s functions). */']
    for line in lines:
        cid, _, names = line.partition(' ')
        chunks, cur = [], ''
        for name in names.split(' '):
            name = name.replace('\\', '\\\\').replace('"', '\\"')
            if len(cur) + len(name) > 90:
                chunks.append(cur)
                cur = ''
            cur += name + ' '
        chunks.append(cur)
        text = '\n    '.join('"' + c + '"' for c in chunks)
        if cid == 'PRIVATE':
            body.append(f'RUBY_PRIVATE(\n    {text})')
        else:
            body.append(f'RUBY_METHODS({cid},\n    {text})')
    with open(os.path.join(ROOT, 'engine/src/erb/rb_ruby_methods.def'), 'w') as f:
        f.write('\n'.join(body) + '\n')

main()
