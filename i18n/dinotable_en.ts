<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Panel</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n point</numerusform>
            <numerusform>%1: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %1: %2 took the lead for good, %n point(s) ahead. %3</source>
        <translation>
            <numerusform>Move %1: %2 took the lead for good, %n point ahead. %3</numerusform>
            <numerusform>Move %1: %2 took the lead for good, %n points ahead. %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %1: %2 scored %n point(s) at once. %3</source>
        <translation>
            <numerusform>Move %1: %2 scored %n point at once. %3</numerusform>
            <numerusform>Move %1: %2 scored %n points at once. %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResumeEntry</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
</TS>
